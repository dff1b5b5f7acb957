# Written for htam from catalog.tsv row 1/92; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Exclusive cumulative sum: each element is the sum of the elements before it."""

    def __init__(self, dim):
        super(Model, self).__init__()
        self.dim = dim

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        cumsum = torch.cumsum(x.narrow(dim=self.dim, start=0, length=x.size(self.dim) - 1), dim=self.dim)
        zeros = torch.zeros_like(x.select(self.dim, 0).unsqueeze(self.dim))
        return torch.cat([zeros, cumsum], dim=self.dim)


batch_size = 32768
input_shape = (32768,)
dim = 1


def get_inputs():
    x = torch.rand(batch_size, *input_shape)
    return [x]


def get_init_inputs():
    return [dim]
