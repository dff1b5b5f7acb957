"""htam-import: PyTorch modules in KernelBench's format -> linalg on tensors (see htam-import.py)."""
