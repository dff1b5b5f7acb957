# Written for htam from catalog.tsv row 3/33; not KernelBench's source.
# One step of a vanilla RNN cell that keeps its hidden state in a plain tensor
# attribute (not a parameter or buffer): initial_hidden is copied into it
# (copy_), cat(x, hidden), Linear + tanh gives the new hidden state (kept in
# the attribute), a Linear of it is the output.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.output_size = output_size
        self.hidden = torch.randn((batch_size, hidden_size))
        self.i2h = nn.Linear(input_size + hidden_size, hidden_size)
        self.h2o = nn.Linear(hidden_size, output_size)
        self.tanh = nn.Tanh()

    def forward(self, x, initial_hidden=None):
        if initial_hidden is not None:
            self.hidden.copy_(initial_hidden)
        self.hidden = self.hidden.to(x.device)
        combined = torch.cat((x, self.hidden), dim=1)
        self.hidden = self.tanh(self.i2h(combined))
        output = self.h2o(self.hidden)
        return output


batch_size = 256
input_size = 16384
hidden_size = 16384
output_size = 8192


def get_inputs():
    return [torch.rand(batch_size, input_size), torch.rand(batch_size, hidden_size)]


def get_init_inputs():
    return [input_size, hidden_size, output_size]
