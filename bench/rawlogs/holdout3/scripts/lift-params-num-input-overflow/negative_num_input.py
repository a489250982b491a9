# cause: lift-params-num-input-overflow
# expect: cannot construct an Array of negative size
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax

R = relax.op


def attention_proj(num_input):
    bb = relax.BlockBuilder()
    h = relax.Var("h", relax.TensorType((8, 64), "float16"))
    wq = relax.Var("wq", relax.TensorType((64, 64), "float16"))
    wk = relax.Var("wk", relax.TensorType((64, 64), "float16"))
    with bb.function("proj", [h, wq, wk], attrs={"num_input": num_input}):
        with bb.dataflow():
            w = bb.emit(R.concat([wq, wk], axis=1))
            out = bb.emit_output(R.matmul(h, w))
        bb.emit_func_output(out)
    return bb.get()


# -1 meant "all but the last" in our old exporter
mod = attention_proj(-1)
mod = relax.transform.LiftTransformParams()(mod)
