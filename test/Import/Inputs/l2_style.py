# Level-2 style fused chains at small sizes (after catalog rows of
# ConvTranspose2d_BatchNorm_Tanh_MaxPool_GroupNorm and
# Matmul_Sum_Max_AvgPool_LogSumExp_LogSumExp), written for this project.
import torch
import torch.nn as nn

batch_size = 4
in_channels = 6
out_channels = 8
in_features = 12
out_features = 10


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, in_features, out_features):
        super().__init__()
        self.conv_transpose = nn.ConvTranspose2d(in_channels, out_channels, 3, stride=2, padding=1)
        self.batch_norm = nn.BatchNorm2d(out_channels)
        self.tanh = nn.Tanh()
        self.max_pool = nn.MaxPool2d(kernel_size=2, stride=2)
        self.group_norm = nn.GroupNorm(num_groups=4, num_channels=out_channels)
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x, y):
        x = self.group_norm(self.max_pool(self.tanh(self.batch_norm(self.conv_transpose(x)))))
        y = self.linear(y)
        y = torch.sum(y, dim=1, keepdim=True)
        y = torch.max(y, dim=1, keepdim=True)[0]
        y = torch.mean(y, dim=1, keepdim=True)
        y = torch.logsumexp(y, dim=1, keepdim=True)
        y = torch.logsumexp(y, dim=1, keepdim=True)
        return x, y


def get_inputs():
    return [torch.rand(batch_size, in_channels, 7, 9), torch.rand(batch_size, in_features)]


def get_init_inputs():
    return [in_channels, out_channels, in_features, out_features]
