"""Asking a prompt-only model for tool calls: the extractor prompt, the decision-first envelope
schema, the conversation rendered as one transcript, and the sans-IO extractor loop."""
