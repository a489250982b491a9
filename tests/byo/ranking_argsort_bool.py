from tvm.script import ir as I
from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(
        query: R.Tensor((5, 24), dtype="float32"),
        items: R.Tensor((12, 24), dtype="float32"),
        bias: R.Tensor((12,), dtype="float32"),
    ) -> R.Tensor((5, 12), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((24, 12), dtype="float32") = R.permute_dims(items, axes=[1, 0])
            lv1: R.Tensor((5, 12), dtype="float32") = R.matmul(query, lv0)
            lv2: R.Tensor((5, 12), dtype="float32") = R.add(lv1, bias)
            lv3: R.Tensor((5, 12), dtype="float32") = R.nn.softmax(lv2, axis=-1)
            lv4: R.Tensor((5, 1), dtype="float32") = R.mean(lv3, axis=[1], keepdims=True)
            lv5: R.Tensor((5, 12), dtype="bool") = R.greater_equal(lv3, lv4)
            lv6: R.Tensor((5, 12), dtype="int32") = R.argsort(lv5, axis=1, descending=True, dtype="int32")
            lv7: R.Tensor((5, 12), dtype="float32") = R.astype(lv6, dtype="float32")
            lv8: R.Tensor((5, 12), dtype="float32") = R.add(lv7, R.const(1.0, "float32"))
            lv9: R.Tensor((5, 12), dtype="float32") = R.divide(R.const(1.0, "float32"), lv8)
            lv10: R.Tensor((5, 12), dtype="float32") = R.multiply(lv3, lv9)
            lv11: R.Tensor((5, 1), dtype="float32") = R.sum(lv10, axis=[1], keepdims=True)
            lv12: R.Tensor((5, 12), dtype="float32") = R.divide(lv10, lv11)
            lv13: R.Tensor((5, 12), dtype="float32") = R.log(lv12)
            lv14: R.Tensor((5, 12), dtype="float32") = R.negative(lv13)
            lv15: R.Tensor((5, 12), dtype="float32") = R.minimum(lv14, R.const(10.0, "float32"))
            gv: R.Tensor((5, 12), dtype="float32") = R.exp(lv15)
            R.output(gv)
        return gv
