# cause: take_default_fast_mode_oob_segfault
# expect: Segfault encountered|Segmentation fault
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



def test_take_columns():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((3, 5), "float32"))
    i = relax.Var("i", relax.TensorType((2,), "int32"))
    with bb.function("main", [x, i]):
        with bb.dataflow():
            t = bb.emit(relax.op.take(x, i, axis=1))
            o = bb.emit_output(t)
        bb.emit_func_output(o)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    out = vm["main"](tvm.runtime.tensor(np.ones((3, 5), "float32")),
                     tvm.runtime.tensor(np.array([1, 2000000000], "int32")))
    assert out.shape == (3, 2)


if __name__ == '__main__':
    print('test_take_columns ...', flush=True)
    test_take_columns()
