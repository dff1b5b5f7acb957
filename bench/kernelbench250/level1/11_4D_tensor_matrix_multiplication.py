# Written for htam from catalog.tsv row 1/11; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """4-D tensor times matrix as an einsum: C[b, i, j, k] = sum_l A[b, i, j, l] * B[l, k]."""

    def __init__(self):
        super(Model, self).__init__()

    def forward(self, A: torch.Tensor, B: torch.Tensor) -> torch.Tensor:
        return torch.einsum("bijl,lk->bijk", A, B)


b = 8
i = 256
j = 512
l = 256
k = 768


def get_inputs():
    A = torch.rand(b, i, j, l)
    B = torch.rand(l, k)
    return [A, B]


def get_init_inputs():
    return []
