"""Talking to the models: ``backends`` (llama.cpp ``llama-server`` and Ollama, one ``httpx.AsyncClient``
each, streaming, constrained JSON, tok/s) and ``retry`` (the one retry policy; nothing else retries).
"""
