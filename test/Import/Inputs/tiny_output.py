# An output of magnitude 1e-6 (written for this project): the port check's
# relative error is large for any absolute error near that size, so
# check-atol.test accepts it with --check-atol and rejects it without.
import torch
import torch.nn as nn

batch_size = 4
features = 16


class Model(nn.Module):
    def forward(self, x):
        return torch.sin(x) * 1e-6


def get_inputs():
    return [torch.rand(batch_size, features)]


def get_init_inputs():
    return []
