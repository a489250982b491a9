# cause: relax-structinfo-renamed-to-type
# expect: module 'tvm\.relax' has no attribute 'TensorStructInfo'
# capture: pytest
import tvm
from tvm import relax


def test_blockbuilder_softmax():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorStructInfo((4, 16), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.softmax(x))
        bb.emit_func_output(y)
    mod = relax.transform.LegalizeOps()(bb.get())
    assert len(mod.functions) == 2
