"""Boards and the model servers pinned to them.

``nvml`` reads the GPUs (the only user of ``pynvml``; a fake of the reference rig for tests), ``boards``
places each model on one NVLink board within its VRAM (``gguf_header`` reads a model's size), ``queues`` runs
one request per board at a time, and ``supervisor`` starts, verifies, watches and stops the pinned
``llama-server`` processes (with ``llama_bin``, ``health``, ``processes`` and ``api_keys``).
"""
