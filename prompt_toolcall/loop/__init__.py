"""Guards of the agent loop: the misuse breaker, tool_call/result pairing, repeats of answered
calls, and settling the final answer after tool traffic."""
