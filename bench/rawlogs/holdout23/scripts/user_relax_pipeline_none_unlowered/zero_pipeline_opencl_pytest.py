# cause: user_relax_pipeline_none_unlowered
# expect: CodeGenVM cannot emit this Relax operator directly
# capture: pytest
import tvm
from tvm import relax
from tvm.s_tir import dlight as dl


def make_mod():
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 4096), "float16"))
    with bb.function("main", [x]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.softmax(x))
            out = bb.emit_output(y)
        bb.emit_func_output(out)
    return bb.get()


def test_adreno_softmax():
    target = tvm.target.Target({"kind": "opencl", "device": "adreno"},
                               host={"kind": "llvm", "mtriple": "aarch64-linux-android"})
    mod = make_mod()
    with target:
        mod = relax.get_pipeline("zero")(mod)
        mod = dl.ApplyDefaultSchedule(dl.gpu.Fallback())(mod)
    relax.build(mod, target=target, relax_pipeline=None)
