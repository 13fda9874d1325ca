"""counsel's MCP server and its plumbing."""

__version__ = "0.1.0"
