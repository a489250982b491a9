# cause: rms-norm-rank0-reduce
# expect: _nn_rms_norm[\s\S]*Cannot reduce a 0 dim Tensor
# capture: pytest-native
import logging

import tvm
from tvm import relax


def test_smoke():
    assert tvm.__version__


def test_bb_chain():
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    log = logging.getLogger("repro")
    log.info("starting build with tvm %s", tvm.__version__)

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((), "float32"))
    w = relax.Var("w", relax.TensorType((), "float32"))
    with bb.function("main", [x, w]):
        with bb.dataflow():
            a = bb.emit(relax.op.sigmoid(x))
            y = bb.emit(relax.op.nn.rms_norm(a, w, axes=[]))
            z = bb.emit_output(relax.op.multiply(y, w))
        bb.emit_func_output(z)
    mod = bb.get()

    print(mod.script())
    print("compiling ...", flush=True)

    with tvm.target.Target("llvm"):
        mod = relax.get_pipeline("zero")(mod)
