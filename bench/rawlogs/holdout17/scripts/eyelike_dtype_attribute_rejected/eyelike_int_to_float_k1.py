# cause: eyelike_dtype_attribute_rejected
# expect: dtype mismatch between input \((float32|int32|float16)\) and attribute \((\d+)\)
# capture: pytest-line
# env: TVM_BACKTRACE=1
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx


def test_eyelike_int_to_float_k1():
    g = helper.make_graph([helper.make_node("EyeLike", ["idx"], ["mask"], dtype=TensorProto.FLOAT, k=1)], "band",
                          [helper.make_tensor_value_info("idx", TensorProto.INT32, [5, 5])],
                          [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [5, 5])])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 22)])
    print("EyeLike dtype attr ->", helper.tensor_dtype_to_np_dtype(TensorProto.FLOAT))
    mod = from_onnx(model)
    ex = tvm.compile(mod, target="llvm")
