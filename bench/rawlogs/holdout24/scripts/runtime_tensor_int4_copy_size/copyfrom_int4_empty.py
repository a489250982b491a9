# cause: runtime_tensor_int4_copy_size
# expect: TensorCopyFromBytes: size mismatch
# capture: pytest-short
import ml_dtypes
import numpy as np
import tvm


def test_int4_buffer_upload():
    src = np.array([[-8, -1, 0, 1], [2, 3, 6, 7]], dtype=ml_dtypes.int4)
    dst = tvm.runtime.empty((2, 4), "int4", tvm.cpu())
    dst.copyfrom(src)
    assert dst.shape == (2, 4)
    np.testing.assert_array_equal(dst.numpy().astype("int8"), src.astype("int8"))
