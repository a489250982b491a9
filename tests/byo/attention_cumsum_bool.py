from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(
        q: R.Tensor((1, 8, 4, 16), dtype="float32"),
        k: R.Tensor((1, 8, 4, 16), dtype="float32"),
        v: R.Tensor((1, 8, 4, 16), dtype="float32"),
        wo: R.Tensor((64, 64), dtype="float32"),
        gamma: R.Tensor((64,), dtype="float32"),
        beta: R.Tensor((64,), dtype="float32"),
    ) -> R.Tensor((10, 66), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((1, 8, 4, 16), dtype="float32") = R.nn.attention(q, k, v)
            lv1: R.Tensor((8, 64), dtype="float32") = R.reshape(lv0, R.shape([8, 64]))
            lv2: R.Tensor((8, 64), dtype="float32") = R.matmul(lv1, wo)
            lv3: R.Tensor((8, 64), dtype="float32") = R.nn.gelu_tanh(lv2)
            lv4: R.Tensor((8, 64), dtype="float32") = R.einsum((lv3, wo), subscripts="ij,jk->ik")
            lv5: R.Tensor((8, 64), dtype="bool") = R.greater(lv4, R.const(0.0, "float32"))
            lv6: R.Tensor((8, 64), dtype="bool") = R.cumsum(lv5, axis=1)
            lv7: R.Tensor((8, 64), dtype="float32") = R.astype(lv6, dtype="float32")
            lv8: R.Tensor((8, 64), dtype="float32") = R.multiply(lv4, lv7)
            lv9: R.Tensor((8, 64), dtype="float32") = R.add(lv8, lv1)
            lv10: R.Tensor((8, 64), dtype="float32") = R.nn.layer_norm(lv9, gamma, beta, axes=[-1], epsilon=1.0000000000000001e-05)
            lv11: R.Tensor((8, 64), dtype="float32") = R.nn.log_softmax(lv10, axis=-1)
            lv12: R.Tensor((10, 66), dtype="float32") = R.nn.pad(lv11, pad_width=[1, 1, 1, 1], pad_mode="constant", pad_value=0.0)
            lv13: R.Tensor((10, 66), dtype="float32") = R.exp(lv12)
            lv14: R.Tensor((10, 1), dtype="float32") = R.sum(lv13, axis=[1], keepdims=True)
            gv: R.Tensor((10, 66), dtype="float32") = R.divide(lv13, lv14)
            R.output(gv)
        return gv
