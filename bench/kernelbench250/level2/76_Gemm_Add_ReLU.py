# Written for htam from catalog.tsv row 2/76; not KernelBench's source.
# bias: torch.randn(bias_shape) (the catalog gives its shape only); the linear layer has no bias
# of its own (params 67.12M).
import torch
import torch.nn as nn


class Model(nn.Module):
    """Linear layer without bias, learned bias add, ReLU."""

    def __init__(self, in_features, out_features, bias_shape):
        super().__init__()
        self.gemm = nn.Linear(in_features, out_features, bias=False)
        self.bias = nn.Parameter(torch.randn(bias_shape))

    def forward(self, x):
        x = self.gemm(x)
        x = x + self.bias
        x = torch.relu(x)
        return x


batch_size = 1024
in_features = 8192
out_features = 8192
bias_shape = (out_features,)


def get_inputs():
    return [torch.rand(batch_size, in_features)]


def get_init_inputs():
    return [in_features, out_features, bias_shape]
