# Written for htam from catalog.tsv row 1/16; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Matrix multiplication with the first operand transposed: A.T @ B, A of shape (K, M)."""

    def __init__(self):
        super(Model, self).__init__()

    def forward(self, A: torch.Tensor, B: torch.Tensor) -> torch.Tensor:
        return torch.matmul(A.T, B)


M = 1024 * 2
K = 4096 * 2
N = 2048 * 2


def get_inputs():
    A = torch.rand(K, M)
    B = torch.rand(K, N)
    return [A, B]


def get_init_inputs():
    return []
