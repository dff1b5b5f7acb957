# Written for htam from catalog.tsv row 1/38; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """L1 normalization over dim 1 (by the mean absolute value)."""

    def __init__(self):
        super(Model, self).__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x / torch.mean(torch.abs(x), dim=1, keepdim=True)


batch_size = 32768
dim = 65535


def get_inputs():
    x = torch.rand(batch_size, dim)
    return [x]


def get_init_inputs():
    return []
