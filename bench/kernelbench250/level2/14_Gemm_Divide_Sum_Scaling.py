# Written for htam from catalog.tsv row 2/14; not KernelBench's source.
# weight[8192x8192]: torch.randn (the catalog gives its shape only); the divisor, 2, is not in
# the catalog (its ops list a div with no argument): the plain KernelBench idiom `x / 2`.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Matmul with a weight's transpose, divide by 2, sum over features, scaling."""

    def __init__(self, input_size, hidden_size, scaling_factor):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(hidden_size, input_size))
        self.scaling_factor = scaling_factor

    def forward(self, x):
        x = torch.matmul(x, self.weight.T)
        x = x / 2
        x = torch.sum(x, dim=1, keepdim=True)
        x = x * self.scaling_factor
        return x


batch_size = 1024
input_size = 8192
hidden_size = 8192
scaling_factor = 1.5


def get_inputs():
    return [torch.rand(batch_size, input_size)]


def get_init_inputs():
    return [input_size, hidden_size, scaling_factor]
