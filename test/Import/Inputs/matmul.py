# Every matmul form: 2-D, transposed operands (.T, .t(), transpose, permute),
# bmm, 3-D x 2-D, 4-D broadcast batch, einsum, nn.Linear on 3-D input,
# F.linear without bias, addmm; several results.
import torch
import torch.nn as nn
import torch.nn.functional as F

M = 6
K = 8
N = 5
B = 3


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(K, N)
        self.w = nn.Parameter(torch.randn(N, K))

    def forward(self, a, b, c, d):
        r1 = torch.matmul(a, b) + a.T.matmul(a).sum() * 0 + torch.mm(b.t(), a.transpose(0, 1)).mean()
        r2 = torch.bmm(c, d) + torch.matmul(c, b)
        r3 = torch.matmul(c.unsqueeze(0).expand(2, B, M, K), d) + torch.einsum("bmk,bkn->bmn", c, d)
        r4 = self.fc(c) + F.linear(c, self.w) + torch.addmm(self.fc.bias, a, b)
        r5 = torch.einsum("ij,kj->ik", a, a.permute(1, 0).t())
        return r1, r2, r3, r4, r5


def get_inputs():
    return [torch.rand(M, K), torch.rand(K, N), torch.rand(B, M, K), torch.rand(B, K, N)]


def get_init_inputs():
    return []
