# Written for htam from catalog.tsv row 1/5; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Matrix-scalar multiplication: C = A * s."""

    def __init__(self):
        super(Model, self).__init__()

    def forward(self, A: torch.Tensor, s: float) -> torch.Tensor:
        return A * s


M = 16384 * 4
N = 4096 * 4


def get_inputs():
    A = torch.rand(M, N)
    s = 3.14
    return [A, s]


def get_init_inputs():
    return []
