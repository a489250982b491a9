# cause: cumsum_bool_llvm_codegen
# expect: kDLFloat
# capture: pytest-native
# env: TVM_BACKTRACE=1
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def test_exclusive_cumsum_of_bool_mask():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((3, 5), "bool"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.cumsum(x, axis=0, exclusive=True))
            o = bb.emit_output(y)
        bb.emit_func_output(o)
    ex = tvm.compile(bb.get(), target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    a = np.random.rand(3, 5) > 0.5
    vm["main"](tvm.runtime.tensor(a))
