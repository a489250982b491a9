# cause: cumsum_bool_accum
# expect: codegen_llvm\.cc.*InternalError|MatchesCode\(DLDataTypeCode::kDLFloat\)
# capture: pytest
import numpy as np
import tvm
from tvm import relax


def build_alive_mod(n, t):
    bb = relax.BlockBuilder()
    keep = relax.Var("keep", relax.TensorType((n, t), "bool"))
    with bb.function("main", [keep]):
        with bb.dataflow():
            alive = bb.emit(relax.op.cumprod(keep, axis=1))
            gv = bb.emit_output(alive)
        bb.emit_func_output(gv)
    return bb.get()


def test_cumprod_bool_alive_mask():
    mod = build_alive_mod(2, 6)
    ex = tvm.compile(mod, target="llvm")
    vm = relax.VirtualMachine(ex, tvm.cpu())
    keep = np.array([[1, 1, 0, 1, 1, 1], [1, 1, 1, 1, 0, 1]], dtype=bool)
    got = vm["main"](tvm.runtime.tensor(keep)).numpy()
    np.testing.assert_array_equal(got, np.cumprod(keep, axis=1).astype(bool))
