# cause: dps_out_copyfrom_shape_mismatch
# expect: array shape do not match
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R
import tvm_ffi


def split_halves(x, lo, hi):
    a = x.numpy()
    lo.copyfrom(a[:, :2])
    hi.copyfrom(a[:, 2:])


def test_host_split():
    tvm_ffi.register_global_func("demo.split_halves", split_halves, override=True)
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((2, 5), "float32"))
    with bb.function("main", [x]):
        y = bb.emit(relax.call_dps_packed("demo.split_halves", [x],
                                          [R.Tensor((2, 2), "float32"), R.Tensor((2, 2), "float32")]))
        bb.emit_func_output(y)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    vm["main"](tvm.runtime.tensor(np.ones((2, 5), "float32")))
