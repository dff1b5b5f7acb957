# Written for htam from catalog.tsv row 2/66; not KernelBench's source.
# Dropout p=0.2 is active (KernelBench never calls model.eval()): random in PyTorch; htam-import
# takes it as the identity (its expectation) and checks with dropout off.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Linear layer, dropout, softmax over features."""

    def __init__(self, in_features, out_features, dropout_p):
        super().__init__()
        self.matmul = nn.Linear(in_features, out_features)
        self.dropout = nn.Dropout(dropout_p)

    def forward(self, x):
        x = self.matmul(x)
        x = self.dropout(x)
        x = torch.softmax(x, dim=1)
        return x


batch_size = 128
in_features = 16384
out_features = 16384
dropout_p = 0.2


def get_inputs():
    return [torch.rand(batch_size, in_features)]


def get_init_inputs():
    return [in_features, out_features, dropout_p]
