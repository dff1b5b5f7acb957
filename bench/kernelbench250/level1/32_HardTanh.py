# Written for htam from catalog.tsv row 1/32; not KernelBench's source.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """HardTanh activation clamping to [-1, 1]."""

    def __init__(self):
        super(Model, self).__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return F.hardtanh(x, min_val=-1., max_val=1.)


batch_size = 4096
dim = 393216


def get_inputs():
    x = torch.rand(batch_size, dim)
    return [x]


def get_init_inputs():
    return []
