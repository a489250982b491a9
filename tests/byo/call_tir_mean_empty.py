from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def scale_shift(A: T.Buffer((T.int64(8), T.int64(16)), "float32"), B: T.Buffer((T.int64(8), T.int64(16)), "float32")):
        T.func_attr({"tirx.noalias": True})
        for i, j in T.grid(T.int64(8), T.int64(16)):
            with T.sblock("scale_shift"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(A[vi, vj])
                T.writes(B[vi, vj])
                B[vi, vj] = A[vi, vj] * T.float32(2.0) + T.float32(1.0)

    @T.prim_func(private=True, s_tir=True)
    def unused_relu(A: T.Buffer((T.int64(8), T.int64(16)), "float32"), B: T.Buffer((T.int64(8), T.int64(16)), "float32")):
        T.func_attr({"tirx.noalias": True})
        for i, j in T.grid(T.int64(8), T.int64(16)):
            with T.sblock("relu"):
                vi, vj = T.axis.remap("SS", [i, j])
                T.reads(A[vi, vj])
                T.writes(B[vi, vj])
                B[vi, vj] = T.max(A[vi, vj], T.float32(0.0))

    @R.function
    def main(
        x: R.Tensor((8, 16), dtype="float32"),
        w: R.Tensor((16, 16), dtype="float32"),
        b: R.Tensor((16,), dtype="float32"),
    ) -> R.Tensor((8, 17), dtype="float32"):
        cls = Module
        with R.dataflow():
            lv0: R.Tensor((8, 16), dtype="float32") = R.matmul(x, w)
            lv1: R.Tensor((8, 16), dtype="float32") = R.add(lv0, b)
            lv2 = R.call_tir(cls.scale_shift, (lv1,), out_ty=R.Tensor((8, 16), dtype="float32"))
            lv3: R.Tensor((8, 16), dtype="float32") = R.nn.relu(lv2)
            lv4: R.Tensor((8, 16), dtype="float32") = R.multiply(lv3, x)
            lv5: R.Tensor((8, 0), dtype="float32") = R.strided_slice(lv4, axes=[1], begin=[16], end=[16])
            lv6: R.Tensor((8,), dtype="float32") = R.mean(lv5, axis=[1], keepdims=False)
            lv7: R.Tensor((8, 1), dtype="float32") = R.expand_dims(lv6, axis=[1])
            lv8: R.Tensor((8, 16), dtype="float32") = R.subtract(lv4, lv7)
            lv9: R.Tensor((8, 16), dtype="float32") = R.nn.softmax(lv8, axis=1)
            lv10: R.Tensor((16, 8), dtype="float32") = R.permute_dims(lv9, axes=[1, 0])
            lv11: R.Tensor((8, 8), dtype="float32") = R.matmul(lv9, lv10)
            lv12: R.Tensor((8, 1), dtype="float32") = R.sum(lv11, axis=[1], keepdims=True)
            lv13: R.Tensor((8, 17), dtype="float32") = R.concat((lv9, lv12), axis=1)
            lv14: R.Tensor((8, 17), dtype="float32") = R.sigmoid(lv13)
            gv: R.Tensor((8, 17), dtype="float32") = R.multiply(lv14, R.const(0.5, "float32"))
            R.output(gv)
        return gv
