# Written for htam from catalog.tsv row 1/10; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """3-D tensor times matrix: (N, M, K) @ (K, L)."""

    def __init__(self):
        super(Model, self).__init__()

    def forward(self, A: torch.Tensor, B: torch.Tensor) -> torch.Tensor:
        return torch.matmul(A, B)


N = 16
M = 1024
K = 2048
L = 768


def get_inputs():
    A = torch.rand(N, M, K)
    B = torch.rand(K, L)
    return [A, B]


def get_init_inputs():
    return []
