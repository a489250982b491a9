# cause: custom_pipeline_missing_legalize
# expect: R.nn.softmax\(
# capture: pytest
import tvm
from tvm import relax, tirx
from tvm.script import relax as R


def make():
    n = tirx.Var("n", "int64")
    x = relax.Var("x", R.Tensor((n, 10), "float32"))
    bb = relax.BlockBuilder()
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit_output(relax.op.nn.softmax(x))
        bb.emit_func_output(y)
    return bb.get()


def test_build_without_opt():
    ex = tvm.compile(make(), target="llvm", relax_pipeline=relax.get_pipeline("zero") if False else tvm.transform.Sequential([]))
    assert ex is not None
