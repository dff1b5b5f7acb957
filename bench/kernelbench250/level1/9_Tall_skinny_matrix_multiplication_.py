# Written for htam from catalog.tsv row 1/9; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Tall-skinny times short-wide matrix multiplication: (M, N) @ (N, M)."""

    def __init__(self):
        super(Model, self).__init__()

    def forward(self, A: torch.Tensor, B: torch.Tensor) -> torch.Tensor:
        return torch.matmul(A, B)


M = 16384 * 2
N = 16 * 2


def get_inputs():
    A = torch.rand(M, N)
    B = torch.rand(N, M)
    return [A, B]


def get_init_inputs():
    return []
