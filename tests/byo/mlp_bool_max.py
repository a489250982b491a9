@I.ir_module
class Module:
    @R.function
    def main(
        x: R.Tensor((8, 32), dtype="float32"),
        w1: R.Tensor((32, 64), dtype="float32"),
        b1: R.Tensor((64,), dtype="float32"),
        w2: R.Tensor((64, 16), dtype="float32"),
        b2: R.Tensor((16,), dtype="float32"),
    ) -> R.Tensor((8, 8), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((8, 64), dtype="float32") = R.matmul(x, w1)
            lv1: R.Tensor((8, 64), dtype="float32") = R.add(lv0, b1)
            lv2: R.Tensor((8, 64), dtype="float32") = R.nn.relu(lv1)
            lv3: R.Tensor((8, 16), dtype="float32") = R.matmul(lv2, w2)
            lv4: R.Tensor((8, 16), dtype="float32") = R.add(lv3, b2)
            lv5: R.Tensor((8, 16), dtype="float32") = R.nn.softmax(lv4, axis=-1)
            lv6: R.Tensor((8, 1), dtype="float32") = R.mean(lv5, axis=[1], keepdims=True)
            lv7: R.Tensor((8, 16), dtype="bool") = R.greater(lv5, lv6)
            lv8: R.Tensor((8, 1), dtype="bool") = R.max(lv7, axis=[1], keepdims=True)
            lv9: R.Tensor((8, 1), dtype="float32") = R.astype(lv8, dtype="float32")
            lv10: R.Tensor((8, 16), dtype="float32") = R.multiply(lv5, lv9)
            lv11: R.Tensor((8, 1), dtype="float32") = R.sum(lv10, axis=[1], keepdims=True)
            lv12: R.Tensor((8, 16), dtype="float32") = R.divide(lv10, lv11)
            lv13: R.Tensor((16, 8), dtype="float32") = R.permute_dims(lv12, axes=[1, 0])
            lv14: R.Tensor((8, 8), dtype="float32") = R.matmul(lv12, lv13)
            lv15: R.Tensor((8, 8), dtype="float32") = R.tanh(lv14)
            lv16: R.Tensor((64,), dtype="float32") = R.reshape(lv15, R.shape([64]))
            lv17: R.Tensor((64,), dtype="float32") = R.sqrt(lv16)
            gv: R.Tensor((8, 8), dtype="float32") = R.reshape(lv17, R.shape([8, 8]))
            R.output(gv)
        return gv
