"""A generator of fictional, labelled legal matters for measuring the citation verifier (see README.md)."""

from bench.corpus.matter import DEV_SEEDS, TEST_SEEDS, generate_matter

__all__ = ["DEV_SEEDS", "TEST_SEEDS", "generate_matter"]
