# cause: reshape_symbolic_numel_unchecked
# expect: assert \(2, 5, 4, 4\) == \(2, 5, 4, 5\)
# capture: pytest-short
# split hidden into heads; hidden is symbolic, head count fixed
import numpy as np
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def split_heads():
    b, s, h = (tirx.Var(v, "int64") for v in "bsh")
    x = relax.Var("x", R.Tensor((b, s, h), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.reshape(x, (b, s, 4, h // 4)))
        bb.emit_func_output(y)
    return bb.get()


def test_split_heads_shape():
    vm = relax.VirtualMachine(tvm.compile(split_heads(), target="llvm"), tvm.cpu())
    x = np.zeros((2, 5, 18), "float32")  # hidden 18 is not divisible by 4
    got = vm["main"](tvm.runtime.tensor(x)).numpy()
    assert got.shape == (2, 5, 4, 18 // 4 + (18 % 4 > 0))
