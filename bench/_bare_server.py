"""The baseline for bench_startup.py: a bare MCPServer with one trivial tool, over stdio."""

from mcp.server import MCPServer

server = MCPServer("bare")


@server.tool()
def ping(text: str) -> str:
    """Echo the text."""
    return text


if __name__ == "__main__":
    server.run("stdio")
