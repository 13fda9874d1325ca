"""counsel's MCP server and its plumbing."""

import os

# Nothing leaves this machine but calls to the configured model endpoints. ONNX Runtime, which PyMuPDF 2 imports
# for its layout analysis, sends usage telemetry on Linux too from 1.32 on, and a bare `import pymupdf` already
# writes a device id and an event cache under ~/.cache/Microsoft/DeveloperTools. Its opt-out must be set before it
# loads, so it is set here, before any module of counsel imports PyMuPDF (tests/test_confidential.py).
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")

__version__ = "0.1.0"
