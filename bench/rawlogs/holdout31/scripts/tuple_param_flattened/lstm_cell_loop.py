# cause: tuple_param_flattened
# expect: Invoking function step expects 2 arguments \(x, state\), but 3 arguments were provided
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Cell:
    @R.function
    def step(
        x: R.Tensor((1, 8), "float32"),
        state: R.Tuple(R.Tensor((1, 8), "float32"), R.Tensor((1, 8), "float32")),
    ):
        with R.dataflow():
            h = state[0]
            c = state[1]
            gate = R.sigmoid(R.add(x, h))
            c_new = R.add(R.multiply(gate, c), R.tanh(x))
            h_new = R.multiply(gate, R.tanh(c_new))
            out = (h_new, c_new)
            R.output(out)
        return out


ex = tvm.compile(Cell, target="llvm")
vm = relax.VirtualMachine(ex, tvm.cpu())

h = np.zeros((1, 8), dtype="float32")
c = np.zeros((1, 8), dtype="float32")
seq = np.random.default_rng(5).standard_normal((4, 1, 8)).astype("float32")
for t, x in enumerate(seq):
    h, c = vm["step"](x, h, c)
    print("t", t, "h norm", float(np.linalg.norm(h.numpy())))
