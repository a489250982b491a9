# cause: pipeline_skips_legalize_ops
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax, te, topi
from tvm.script import relax as R


def build_mod():
    bb = relax.BlockBuilder()
    x = relax.Var("x", R.Tensor((2, 32), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_te(topi.nn.softmax, x, axis=1)
            z = bb.emit(relax.op.log(y))
            out = bb.emit_output(z)
        bb.emit_func_output(out)
    return bb.get()


def test_log_softmax():
    mod = build_mod()
    # only the TIR side needs optimizing; relax graph is already lowered via emit_te
    pipeline = tvm.transform.Sequential([relax.transform.AnnotateTIROpPattern(), relax.transform.FoldConstant()])
    ex = tvm.compile(mod, target="llvm", relax_pipeline=pipeline)
    vm = relax.VirtualMachine(ex, tvm.cpu())
    x = np.random.default_rng(0).random((2, 32)).astype("float32")
    out = vm["main"](tvm.runtime.tensor(x)).numpy()
    np.testing.assert_allclose(np.exp(out).sum(1), 1.0, rtol=1e-5)
