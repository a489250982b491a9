# cause: where_dtype_mismatch
# expect: Binary operators must have the same datatype
# capture: pytest-short
import numpy as np
import tvm
from tvm import relax



def test_masked_fill():
    # scores.masked_fill(~mask, -inf)
    s_np = np.random.default_rng(0).standard_normal((2, 3)).astype("float32")
    m_np = np.array([[True, True, False], [True, False, False]])
    bb = relax.BlockBuilder()
    s = relax.Var("s", relax.TensorType((2, 3), "float32"))
    m = relax.Var("m", relax.TensorType((2, 3), "bool"))
    with bb.function("main", [s, m]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.where(m, s, relax.const(-1e9, "float64")))
        bb.emit_func_output(y)
    vm = relax.VirtualMachine(tvm.compile(bb.get(), target="llvm"), tvm.cpu())
    got = vm["main"](tvm.runtime.tensor(s_np), tvm.runtime.tensor(m_np)).numpy()
    np.testing.assert_allclose(got, np.where(m_np, s_np, -1e9).astype("float32"))
