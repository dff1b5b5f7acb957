# Written for htam from catalog.tsv row 1/90; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Cumulative product along a dimension."""

    def __init__(self, dim):
        super(Model, self).__init__()
        self.dim = dim

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.cumprod(x, dim=self.dim)


batch_size = 32768
input_shape = (32768,)
dim = 1


def get_inputs():
    x = torch.rand(batch_size, *input_shape)
    return [x]


def get_init_inputs():
    return [dim]
