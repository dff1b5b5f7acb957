# Recurrent layers unrolled over time (after the catalog's LSTM, GRU rows,
# written for this project): a 2-layer batch_first LSTM with given (h0, c0)
# returning output and h_n, a bidirectional GRU without an initial state, a
# ReLU RNN without bias.
import torch
import torch.nn as nn

batch_size = 2
seq_len = 4
input_size = 5
hidden = 6


class Model(nn.Module):
    def __init__(self, input_size, hidden):
        super().__init__()
        self.lstm = nn.LSTM(input_size, hidden, num_layers=2, batch_first=True)
        self.gru = nn.GRU(input_size, hidden, bidirectional=True)
        self.rnn = nn.RNN(input_size, hidden, nonlinearity="relu", bias=False)
        self.h0 = nn.Parameter(torch.randn(2, batch_size, hidden))
        self.c0 = nn.Parameter(torch.randn(2, batch_size, hidden))

    def forward(self, x):
        out, (hn, cn) = self.lstm(x, (self.h0, self.c0))
        g, gh = self.gru(x.transpose(0, 1))
        r, _ = self.rnn(x.transpose(0, 1))
        return out[:, -1, :], hn, cn, g, gh, r


def get_inputs():
    return [torch.rand(batch_size, seq_len, input_size)]


def get_init_inputs():
    return [input_size, hidden]
