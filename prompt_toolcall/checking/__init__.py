"""Checking calls a model proposed: lossless schema coercion and validation, grounding of values
in the conversation, and echoes of tool results that must not be read as calls."""
