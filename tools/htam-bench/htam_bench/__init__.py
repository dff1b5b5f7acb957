"""htam-bench: the KernelBench harness (see htam-bench.py)."""
