# cause: cumsum_bool_codegen
# expect: MatchesCode|InternalError
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax



def test_cumprod_all_true_prefix():
    mask = np.array([True, True, False, True])
    bb = relax.BlockBuilder()
    m = relax.Var("mask", relax.TensorType((4,), "bool"))
    with bb.function("main", [m]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.cumprod(m, axis=0))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(mask)).numpy()
    assert list(got.astype(bool)) == [True, True, False, False]
