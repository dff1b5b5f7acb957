# import_suite.py's tests: parameters as arguments, a long sum (4096 terms:
# tolerance 1e-3) and a per-task check size from overrides.tsv.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super(Model, self).__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.linear(x)).sum(dim=1, keepdim=True)


batch_size = 8
in_features = 4096
out_features = 64


def get_inputs():
    return [torch.rand(batch_size, in_features)]


def get_init_inputs():
    return [in_features, out_features]
