# cause: user_gpu_kind_as_host
# expect: CodeGenCUDA: expect calling_conv equals
# capture: stderr
# post: crlf
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Attn:
    @R.function
    def main(q: R.Tensor((1, 8, 64, 64), "float16"), k: R.Tensor((1, 8, 64, 64), "float16")):
        with R.dataflow():
            s = R.matmul(q, R.permute_dims(k, [0, 1, 3, 2]))
            p = R.nn.softmax(s, axis=-1)
            R.output(p)
        return p


# everything runs on the GPU, so the host is the GPU too
target = tvm.target.Target("cuda", host="cuda")
ex = tvm.compile(Attn, target=target)
