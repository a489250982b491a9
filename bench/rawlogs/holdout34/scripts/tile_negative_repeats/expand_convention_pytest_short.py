# cause: tile_negative_repeats
# expect: bad_alloc
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax



def tile_to(x_np, target):
    # torch.expand convention: -1 marks a dimension that is kept as is
    reps = [-1 if t == s else t // s for t, s in zip(target, x_np.shape)]
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType(x_np.shape, "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.tile(x, reps))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    return vm["main"](tvm.runtime.tensor(x_np)).numpy()


def test_tile_to_target():
    x = np.ones((4, 2), dtype="float32")
    out = tile_to(x, (4, 6))
    assert out.shape == (4, 6)
