# Written for htam from catalog.tsv row 1/93; not KernelBench's source.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Masked cumulative sum: the cumulative sum of the elements where the mask is true."""

    def __init__(self, dim):
        super(Model, self).__init__()
        self.dim = dim

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        return torch.cumsum(x * mask, dim=self.dim)


batch_size = 32768
input_shape = (32768,)
dim = 1


def get_inputs():
    x = torch.rand(batch_size, *input_shape)
    mask = torch.randint(0, 2, x.shape).bool()  # random boolean mask
    return [x, mask]


def get_init_inputs():
    return [dim]
