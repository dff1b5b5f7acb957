# Written for htam from catalog.tsv row 1/3; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Batched matrix multiplication: (batch, m, k) @ (batch, k, n)."""

    def __init__(self):
        super(Model, self).__init__()

    def forward(self, A: torch.Tensor, B: torch.Tensor) -> torch.Tensor:
        return torch.bmm(A, B)


batch_size = 128
m = 128 * 4
k = 256 * 4
n = 512 * 4


def get_inputs():
    A = torch.rand(batch_size, m, k)
    B = torch.rand(batch_size, k, n)
    return [A, B]


def get_init_inputs():
    return []
